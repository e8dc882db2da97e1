import { PagePlaceholder } from '../PagePlaceholder';

export default function CartPage() {
  return <PagePlaceholder title="Your Cart" />;
}
