import { PlaceholderCard } from '../../backoffice/PlaceholderCard';

export function Dashboard() {
  return <PlaceholderCard title="Admin Dashboard" text="Revenue, order counts and active shops will appear here." />;
}
