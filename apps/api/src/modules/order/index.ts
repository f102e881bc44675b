/** Orders: checkout and the phone order, reading orders, and moving them through their statuses. */
