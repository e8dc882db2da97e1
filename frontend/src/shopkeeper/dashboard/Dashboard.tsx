import { PlaceholderCard } from '../../backoffice/PlaceholderCard';

export function Dashboard() {
  return <PlaceholderCard title="Shop Dashboard" text="Pending orders and this month's revenue will appear here." />;
}
