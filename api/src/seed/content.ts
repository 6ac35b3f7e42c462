/** Footer pages (configKey FOOTER): sanitised HTML, restricted to simple tags. */
export const FOOTER_PAGES = [
  {
    title: 'About Us',
    configUrl: '/about-us',
    content:
      '<h2>About PropertyMarket</h2><p>PropertyMarket helps people across India buy, sell and rent homes, plots and commercial spaces directly from owners, agents and builders.</p><p>Listings are posted by verified mobile numbers, and every enquiry reaches the owner as a lead.</p>',
  },
  {
    title: 'Privacy Policy',
    configUrl: '/privacy-policy',
    content:
      '<h2>Privacy Policy</h2><p>We collect your mobile number to let you log in with a one-time code, and the details you add to your profile and listings.</p><ul><li>We never sell your data.</li><li>Your number is shared with a property owner only when you send an enquiry.</li><li>You can ask us to delete your account at any time.</li></ul>',
  },
  {
    title: 'Terms & Conditions',
    configUrl: '/terms-and-conditions',
    content:
      '<h2>Terms &amp; Conditions</h2><p>By posting a property you confirm that you have the right to list it and that the details are accurate.</p><p>Misleading or duplicate listings may be removed without notice.</p>',
  },
  {
    title: 'Contact Us',
    configUrl: '/contact-us',
    content:
      '<h2>Contact Us</h2><p>E-mail: <a href="mailto:support@propertymarket.example">support@propertymarket.example</a></p><p>Phone: +91 80 4000 0000 (Mon-Sat, 10:00-18:00 IST)</p>',
  },
  {
    title: 'FAQ',
    configUrl: '/faq',
    content:
      '<h2>Frequently asked questions</h2><h3>Is posting free?</h3><p>Your first listings are free with the Free plan; paid plans allow more listings.</p><h3>How do I log in?</h3><p>Enter your 10-digit mobile number and the 4-digit code we send by SMS.</p>',
  },
];

export const LOGO_URL = '/api/static/logo.svg';

export const SUGGESTIONS: Array<[text: string, weight: number]> = [
  ['Bengaluru', 100],
  ['Whitefield, Bengaluru', 90],
  ['Koramangala, Bengaluru', 88],
  ['HSR Layout, Bengaluru', 85],
  ['Electronic City, Bengaluru', 80],
  ['Indiranagar, Bengaluru', 82],
  ['Mumbai', 100],
  ['Andheri West, Mumbai', 90],
  ['Powai, Mumbai', 88],
  ['Bandra West, Mumbai', 86],
  ['Thane West, Thane', 80],
  ['Navi Mumbai', 84],
  ['Kharghar, Navi Mumbai', 78],
  ['Pune', 95],
  ['Hinjewadi, Pune', 88],
  ['Wakad, Pune', 84],
  ['Baner, Pune', 82],
  ['Kharadi, Pune', 80],
  ['Hyderabad', 98],
  ['Gachibowli, Hyderabad', 90],
  ['HITEC City, Hyderabad', 88],
  ['Kondapur, Hyderabad', 84],
  ['Chennai', 95],
  ['OMR, Chennai', 88],
  ['Velachery, Chennai', 84],
  ['Anna Nagar, Chennai', 82],
  ['New Delhi', 96],
  ['Dwarka, New Delhi', 86],
  ['Gurugram', 94],
  ['Golf Course Road, Gurugram', 86],
  ['Sohna Road, Gurugram', 82],
  ['Noida', 92],
  ['Sector 150, Noida', 80],
  ['Greater Noida West', 82],
  ['Kolkata', 92],
  ['Salt Lake, Kolkata', 84],
  ['New Town, Kolkata', 82],
  ['Ahmedabad', 90],
  ['SG Highway, Ahmedabad', 82],
  ['Jaipur', 86],
  ['Vaishali Nagar, Jaipur', 78],
  ['Lucknow', 84],
  ['Gomti Nagar, Lucknow', 80],
  ['Chandigarh', 82],
  ['Kochi', 80],
  ['Kakkanad, Kochi', 76],
  ['Indore', 80],
  ['Bhopal', 76],
  ['Coimbatore', 78],
  ['Visakhapatnam', 76],
  ['2 BHK flat', 70],
  ['3 BHK apartment', 70],
  ['Independent house', 65],
  ['Villa', 60],
  ['Plot for sale', 62],
  ['PG for rent', 58],
  ['Commercial office space', 55],
];

export const PLANS = [
  {
    code: 'FREE',
    name: 'Free',
    priceRupees: 0,
    durationDays: 30,
    propertyQuota: 1,
    sortOrder: 1,
    features: ['1 property listing', 'Listed for 30 days', 'Leads by SMS'],
  },
  {
    code: 'BASIC',
    name: 'Basic',
    priceRupees: 999,
    durationDays: 90,
    propertyQuota: 5,
    sortOrder: 2,
    features: ['5 property listings', 'Listed for 90 days', 'Leads dashboard'],
  },
  {
    code: 'PREMIUM',
    name: 'Premium',
    priceRupees: 2999,
    durationDays: 180,
    propertyQuota: 25,
    sortOrder: 3,
    features: ['25 property listings', 'Featured placement', 'Request photos from a photographer'],
  },
];

/** Coupons to try the checkout with (demo data only: staff manage real ones). */
export const DEMO_COUPONS = [
  { code: 'WELCOME10', kind: 'percent' as const, value: 10 },
  { code: 'FLAT500', kind: 'flat' as const, value: 500, planCodes: ['PREMIUM'], perUserLimit: 1 },
];

export const DEMO_USERS = [
  {
    phone: '9876543210',
    name: 'Aarav Sharma',
    email: 'aarav@example.com',
    city: 'Bengaluru',
    state: 'Karnataka',
    userType: 'owner' as const,
    plan: 'BASIC',
  },
  {
    phone: '9876543211',
    name: 'Priya Nair',
    email: 'priya@example.com',
    city: 'Kochi',
    state: 'Kerala',
    userType: 'agent' as const,
    plan: 'PREMIUM',
  },
  {
    phone: '9876543212',
    name: 'Rohan Mehta',
    email: 'rohan@example.com',
    city: 'Mumbai',
    state: 'Maharashtra',
    userType: 'builder' as const,
    plan: null,
  },
];
