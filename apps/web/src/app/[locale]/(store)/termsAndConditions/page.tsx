import { POLICIES } from '@/features/content/policies';
import { PolicyPage, policyMetadata } from '@/features/content/policy-page';

// The text is the shop's current settings, read at request time (cached for a minute).
export const dynamic = 'force-dynamic';

export function generateMetadata() {
  return policyMetadata(POLICIES.termsAndConditions);
}

export default function Page() {
  return <PolicyPage policy={POLICIES.termsAndConditions} />;
}
