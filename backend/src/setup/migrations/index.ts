import { Initial1795385579149 } from './1795385579149-Initial';
import { ContactMessages1795386093198 } from './1795386093198-ContactMessages';
import { Addresses1795386826984 } from './1795386826984-Addresses';
import { UserDisabledAt1795424549229 } from './1795424549229-UserDisabledAt';
import { Catalogue1795424855437 } from './1795424855437-Catalogue';
import { CartAndOrders1795425394824 } from './1795425394824-CartAndOrders';
import { ShopReviews1795430333812 } from './1795430333812-ShopReviews';
import { RateLimitCounters1795500000000 } from './1795500000000-RateLimitCounters';
import { CategoryProductCount1795510000000 } from './1795510000000-CategoryProductCount';
import { SessionsByUser1795515000000 } from './1795515000000-SessionsByUser';
import { OrderSnapshots1795520000000 } from './1795520000000-OrderSnapshots';
import { OrderListIndexes1795520000001 } from './1795520000001-OrderListIndexes';
import { StreamEvents1795530000000 } from './1795530000000-StreamEvents';
import { OrderDeskRules1795540000000 } from './1795540000000-OrderDeskRules';
import { ShopDiscovery1795550000000 } from './1795550000000-ShopDiscovery';
import { OpeningHoursAndPromise1795560000000 } from './1795560000000-OpeningHoursAndPromise';
import { Images1795570000000 } from './1795570000000-Images';
import { ProductSku1795580000000 } from './1795580000000-ProductSku';
import { ShopLogos1795590000000 } from './1795590000000-ShopLogos';
import { Invoices1795610000000 } from './1795610000000-Invoices';
import { StockCounts1795620000000 } from './1795620000000-StockCounts';
import { NearestShops1795625000000 } from './1795625000000-NearestShops';
import { Substitutions1795630000000 } from './1795630000000-Substitutions';
import { CommissionLedger1795645000000 } from './1795645000000-CommissionLedger';
import { AuditLog1795646000000 } from './1795646000000-AuditLog';
import { ProductImports1795650000000 } from './1795650000000-ProductImports';
import { SearchWords1795660000000 } from './1795660000000-SearchWords';
import { LocatedPlaces1795670000000 } from './1795670000000-LocatedPlaces';
import { UpiPayments1795680000000 } from './1795680000000-UpiPayments';
import { Khata1795690000000 } from './1795690000000-Khata';
import { CreditNotes1795700000000 } from './1795700000000-CreditNotes';
import { Claims1795710000000 } from './1795710000000-Claims';
import { Notifications1795720000000 } from './1795720000000-Notifications';
import { PasswordReset1795730000000 } from './1795730000000-PasswordReset';
import { IdempotentRequests1795740000000 } from './1795740000000-IdempotentRequests';
import { CancelledOrderRefunds1795750000000 } from './1795750000000-CancelledOrderRefunds';

/** Every migration, oldest first. `npm run migration:generate -- <Name>` writes the next one. */
export const migrations = [
  Initial1795385579149,
  ContactMessages1795386093198,
  Addresses1795386826984,
  UserDisabledAt1795424549229,
  Catalogue1795424855437,
  CartAndOrders1795425394824,
  ShopReviews1795430333812,
  RateLimitCounters1795500000000,
  CategoryProductCount1795510000000,
  SessionsByUser1795515000000,
  OrderSnapshots1795520000000,
  OrderListIndexes1795520000001,
  StreamEvents1795530000000,
  OrderDeskRules1795540000000,
  ShopDiscovery1795550000000,
  OpeningHoursAndPromise1795560000000,
  Images1795570000000,
  ProductSku1795580000000,
  ShopLogos1795590000000,
  Invoices1795610000000,
  StockCounts1795620000000,
  NearestShops1795625000000,
  Substitutions1795630000000,
  CommissionLedger1795645000000,
  AuditLog1795646000000,
  ProductImports1795650000000,
  SearchWords1795660000000,
  LocatedPlaces1795670000000,
  UpiPayments1795680000000,
  Khata1795690000000,
  CreditNotes1795700000000,
  Claims1795710000000,
  Notifications1795720000000,
  PasswordReset1795730000000,
  IdempotentRequests1795740000000,
  CancelledOrderRefunds1795750000000,
];
