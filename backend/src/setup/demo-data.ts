import { EXAMPLE_LOCATION, EXAMPLE_SIGN_IN } from '../common/api-examples';
import { OpeningSlot, WEEKDAYS } from '../shops/opening-hours';
import type { NewUser } from '../users/users.service';

/** The demo customer: the API documentation's examples sign in as her. */
export const DEMO_CUSTOMER: NewUser = {
  name: 'Priya Sharma',
  username: EXAMPLE_SIGN_IN.username,
  email: 'priya@example.com',
  phone: '+91 98290 11111',
  password: EXAMPLE_SIGN_IN.password,
  role: 'customer',
};

/** The demo sign-ins loaded into an empty embedded database; printed at start-up. */
export const DEMO_USERS: NewUser[] = [
  { name: 'Mohalla Admin', username: 'admin', email: 'admin@mohalla.local', password: 'admin-demo-1', role: 'admin' },
  DEMO_CUSTOMER,
];

/** Priya's delivery address: within 5 km of the demo shops of Malviya Nagar and C-Scheme. */
export const DEMO_CUSTOMER_ADDRESS = {
  username: DEMO_CUSTOMER.username,
  address: {
    title: 'Home',
    addressLine: 'Flat 302, Shanti Apartments, Lal Kothi, Tonk Road',
    city: 'Jaipur',
    state: 'Rajasthan',
    pincode: '302015',
    isDefault: true,
    ...EXAMPLE_LOCATION,
  },
};

export interface DemoProduct {
  name: string;
  description?: string;
  weight: string;
  /** Rupees, as the API takes them. */
  originalPrice: string;
  discountedPrice: string;
  gstPercentage: string;
  gstIncluded?: boolean;
  isInStock?: boolean;
}

export interface DemoShop {
  shopkeeper: NewUser;
  shop: {
    name: string;
    email: string;
    phone: string;
    address: string;
    gstNumber: string;
    latitude: number;
    longitude: number;
    /** Null: the configured DELIVERY_RADIUS_KM. */
    deliveryRadiusKm: number | null;
    /** Rupees, or null for none. */
    minimumOrder: string | null;
    preparationMinutes: number;
    /** Asia/Kolkata. */
    openingHours: OpeningSlot[];
    holidays: string[];
  };
  categories: { name: string; description: string; products: DemoProduct[] }[];
}

const SHOPKEEPER_PASSWORD = 'shopkeeper-demo-1';

/** The same slots every day of the week. */
const everyDay = (...slots: [opens: string, closes: string][]): OpeningSlot[] =>
  WEEKDAYS.flatMap((day) => slots.map(([opens, closes]) => ({ day, opens, closes })));

/**
 * Three neighbourhood shops of Jaipur, each with its shopkeeper's sign-in. Sharma Kirana Store, which
 * the API documentation's examples and the browser tests order from, is open round the clock, so that
 * they pass at any hour; Gupta Dairy closes for lunch and stays open past midnight; Jaipur Bakers
 * keeps the day's hours. No shop has a holiday.
 */
export const DEMO_SHOPS: DemoShop[] = [
  {
    shopkeeper: {
      name: 'Ramesh Sharma',
      username: 'sharma-kirana',
      email: 'ramesh@sharmakirana.in',
      phone: '+91 98290 33333',
      password: SHOPKEEPER_PASSWORD,
      role: 'shopkeeper',
    },
    shop: {
      name: 'Sharma Kirana Store',
      email: 'hello@sharmakirana.in',
      phone: '+91 141 255 1234',
      address: 'B-42, Malviya Nagar, near Gaurav Tower, Jaipur 302017',
      gstNumber: '08AAKPS1234F1ZR',
      latitude: 26.853,
      longitude: 75.8127,
      deliveryRadiusKm: 8,
      minimumOrder: '99.00',
      preparationMinutes: 20,
      openingHours: everyDay(['00:00', '24:00']),
      holidays: [],
    },
    categories: [
      {
        name: 'Groceries',
        description: 'Atta, rice, dal, salt, sugar and oil',
        products: [
          {
            name: 'Aashirvaad Whole Wheat Atta',
            description: '100% whole wheat, chakki ground',
            weight: '5kg',
            originalPrice: '285.00',
            discountedPrice: '265.00',
            gstPercentage: '5',
          },
          {
            name: 'India Gate Basmati Rice',
            weight: '1kg',
            originalPrice: '160.00',
            discountedPrice: '149.00',
            gstPercentage: '5',
          },
          {
            name: 'Tata Sampann Toor Dal',
            weight: '1kg',
            originalPrice: '199.00',
            discountedPrice: '199.00',
            gstPercentage: '5',
          },
          { name: 'Tata Salt', weight: '1kg', originalPrice: '28.00', discountedPrice: '28.00', gstPercentage: '0' },
          {
            name: 'Madhur Pure Sugar',
            weight: '1kg',
            originalPrice: '55.00',
            discountedPrice: '55.00',
            gstPercentage: '5',
          },
          {
            name: 'Fortune Soya Health Refined Oil',
            weight: '1 L',
            originalPrice: '165.00',
            discountedPrice: '165.00',
            gstPercentage: '5',
            isInStock: false,
          },
        ],
      },
      {
        name: 'Snacks',
        description: 'Biscuits and namkeen',
        products: [
          {
            name: 'Parle-G Biscuits',
            weight: '800g',
            originalPrice: '90.00',
            discountedPrice: '85.00',
            gstPercentage: '18',
          },
          {
            name: "Haldiram's Bhujia Sev",
            weight: '400g',
            originalPrice: '110.00',
            discountedPrice: '110.00',
            gstPercentage: '12',
          },
        ],
      },
      {
        name: 'Beverages',
        description: 'Tea and coffee',
        products: [
          {
            name: 'Tata Tea Premium',
            weight: '500g',
            originalPrice: '270.00',
            discountedPrice: '245.00',
            gstPercentage: '5',
          },
          {
            name: 'Nescafé Classic Coffee',
            weight: '100g',
            originalPrice: '300.00',
            discountedPrice: '300.00',
            gstPercentage: '18',
            gstIncluded: false,
          },
        ],
      },
    ],
  },
  {
    shopkeeper: {
      name: 'Suresh Gupta',
      username: 'gupta-dairy',
      email: 'suresh@guptadairy.in',
      phone: '+91 94140 44444',
      password: SHOPKEEPER_PASSWORD,
      role: 'shopkeeper',
    },
    shop: {
      name: 'Gupta Dairy & Sweets',
      email: 'orders@guptadairy.in',
      phone: '+91 141 237 5678',
      address: 'Shop 7, Ashok Marg, C-Scheme, Jaipur 302001',
      gstNumber: '08AAHFG5678K1ZS',
      latitude: 26.908,
      longitude: 75.801,
      deliveryRadiusKm: null,
      minimumOrder: null,
      preparationMinutes: 10,
      openingHours: everyDay(['06:00', '13:30'], ['16:30', '00:30']),
      holidays: [],
    },
    categories: [
      {
        name: 'Dairy',
        description: 'Fresh milk, curd, paneer, butter and ghee',
        products: [
          {
            name: 'Amul Taaza Toned Milk',
            weight: '1 L',
            originalPrice: '56.00',
            discountedPrice: '56.00',
            gstPercentage: '0',
          },
          { name: 'Saras Dahi', weight: '400g', originalPrice: '40.00', discountedPrice: '40.00', gstPercentage: '5' },
          {
            name: 'Fresh Malai Paneer',
            description: 'Made this morning',
            weight: '200g',
            originalPrice: '90.00',
            discountedPrice: '85.00',
            gstPercentage: '5',
          },
          {
            name: 'Amul Butter',
            weight: '100g',
            originalPrice: '58.00',
            discountedPrice: '58.00',
            gstPercentage: '12',
          },
          {
            name: 'Amul Pure Ghee',
            weight: '1 L',
            originalPrice: '650.00',
            discountedPrice: '610.00',
            gstPercentage: '12',
          },
          {
            name: 'Chaas (Buttermilk)',
            weight: '500 ml',
            originalPrice: '20.00',
            discountedPrice: '20.00',
            gstPercentage: '0',
          },
        ],
      },
      {
        name: 'Sweets',
        description: 'Jaipur sweets, made in our kitchen',
        products: [
          {
            name: 'Kaju Katli',
            weight: '250g',
            originalPrice: '300.00',
            discountedPrice: '300.00',
            gstPercentage: '5',
          },
          {
            name: 'Malai Ghewar',
            description: 'A Jaipur favourite of the monsoon',
            weight: '1 piece (400g)',
            originalPrice: '350.00',
            discountedPrice: '320.00',
            gstPercentage: '5',
            isInStock: false,
          },
          {
            name: 'Rasgulla Tin',
            weight: '1kg',
            originalPrice: '240.00',
            discountedPrice: '240.00',
            gstPercentage: '5',
          },
          {
            name: 'Mawa Kachori',
            weight: '2 pieces',
            originalPrice: '60.00',
            discountedPrice: '60.00',
            gstPercentage: '5',
            gstIncluded: false,
          },
        ],
      },
    ],
  },
  {
    shopkeeper: {
      name: 'Imran Qureshi',
      username: 'jaipur-bakers',
      email: 'imran@jaipurbakers.in',
      phone: '+91 97720 55555',
      password: SHOPKEEPER_PASSWORD,
      role: 'shopkeeper',
    },
    shop: {
      name: 'Jaipur Bakers',
      email: 'bake@jaipurbakers.in',
      phone: '+91 141 235 9012',
      address: 'Plot 18, Amrapali Marg, Vaishali Nagar, Jaipur 302021',
      gstNumber: '08AACCJ9012M1ZC',
      latitude: 26.9118,
      longitude: 75.7521,
      deliveryRadiusKm: 7,
      minimumOrder: '49.00',
      preparationMinutes: 30,
      openingHours: everyDay(['08:00', '22:00']),
      holidays: [],
    },
    categories: [
      {
        name: 'Bakery',
        description: 'Bread, pav and rusk, baked every morning',
        products: [
          {
            name: 'Whole Wheat Bread',
            weight: '400g',
            originalPrice: '50.00',
            discountedPrice: '50.00',
            gstPercentage: '0',
          },
          {
            name: 'Ladi Pav',
            weight: '6 pieces',
            originalPrice: '35.00',
            discountedPrice: '35.00',
            gstPercentage: '0',
          },
          {
            name: 'Elaichi Rusk',
            weight: '300g',
            originalPrice: '70.00',
            discountedPrice: '65.00',
            gstPercentage: '5',
          },
          {
            name: 'Atta Cookies',
            weight: '250g',
            originalPrice: '120.00',
            discountedPrice: '120.00',
            gstPercentage: '18',
          },
        ],
      },
      {
        name: 'Cakes',
        description: 'Cakes and pastries; order whole cakes a day ahead',
        products: [
          {
            name: 'Chocolate Truffle Cake',
            weight: '500g',
            originalPrice: '550.00',
            discountedPrice: '499.00',
            gstPercentage: '18',
            gstIncluded: false,
          },
          {
            name: 'Black Forest Pastry',
            weight: '1 piece',
            originalPrice: '90.00',
            discountedPrice: '90.00',
            gstPercentage: '18',
          },
          {
            name: 'Plum Cake',
            weight: '300g',
            originalPrice: '220.00',
            discountedPrice: '220.00',
            gstPercentage: '18',
            isInStock: false,
          },
        ],
      },
      {
        name: 'Snacks',
        description: 'Hot from the oven',
        products: [
          { name: 'Veg Puff', weight: '1 piece', originalPrice: '30.00', discountedPrice: '30.00', gstPercentage: '5' },
          {
            name: 'Paneer Pattie',
            weight: '1 piece',
            originalPrice: '35.00',
            discountedPrice: '35.00',
            gstPercentage: '5',
          },
        ],
      },
      {
        name: 'Beverages',
        description: 'Cold drinks of our own',
        products: [
          {
            name: 'Cold Coffee',
            weight: '300 ml',
            originalPrice: '80.00',
            discountedPrice: '80.00',
            gstPercentage: '12',
            gstIncluded: false,
          },
        ],
      },
    ],
  },
];
