/** Every demo customer signs in with this password (documented for people trying the demo). */
export const DEMO_CUSTOMER_PASSWORD = 'goatfarm123';

export type DemoCustomer = {
  name: string;
  mobileNumber: string;
  email: string;
  address: {
    line1: string;
    line2?: string;
    landmark?: string;
    city: string;
    state: string;
    pincode: string;
  };
};

export const demoCustomers: DemoCustomer[] = [
  {
    name: 'Priya Ramasamy',
    mobileNumber: '+919876543210',
    email: 'priya.ramasamy@example.com',
    address: {
      line1: '18, Venkataswamy Road West',
      line2: 'R.S. Puram',
      landmark: 'Opposite Thirumalai Hospital',
      city: 'Coimbatore',
      state: 'Tamil Nadu',
      pincode: '641002',
    },
  },
  {
    name: 'Karthik Subramanian',
    mobileNumber: '+919894012345',
    email: 'karthik.subramanian@example.com',
    address: {
      line1: '7/23, Kumaran Road',
      line2: 'Near Town Hall',
      city: 'Tiruppur',
      state: 'Tamil Nadu',
      pincode: '641601',
    },
  },
  {
    name: 'Lakshmi Narayanan',
    mobileNumber: '+919790023456',
    email: 'lakshmi.narayanan@example.com',
    address: {
      line1: '52, New Scheme Road',
      landmark: 'Behind Pollachi Bus Stand',
      city: 'Pollachi',
      state: 'Tamil Nadu',
      pincode: '642001',
    },
  },
  {
    name: 'Arun Kumar Velu',
    mobileNumber: '+918248034567',
    email: 'arun.velu@example.com',
    address: {
      line1: '3rd Floor, 41, West Masi Street',
      city: 'Madurai',
      state: 'Tamil Nadu',
      pincode: '625001',
    },
  },
];
