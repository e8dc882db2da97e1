import { PlaceholderCard } from '../../backoffice/PlaceholderCard';

export function AnalyticsPage() {
  return <PlaceholderCard title="Analytics" text="Analytics dashboard coming soon..." />;
}
