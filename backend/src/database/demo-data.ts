import type { NewUser } from '../users/users.service';

/** The demo sign-ins loaded into an empty embedded database; printed at start-up. */
export const DEMO_USERS: NewUser[] = [
  { name: 'Mohalla Admin', username: 'admin', email: 'admin@mohalla.local', password: 'admin-demo-1', role: 'admin' },
  {
    name: 'Priya Sharma',
    username: 'priya',
    email: 'priya@example.com',
    phone: '+91 98290 11111',
    password: 'customer-demo-1',
    role: 'customer',
  },
];
