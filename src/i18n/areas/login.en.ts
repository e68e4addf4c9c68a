// English texts of the sign-in page and the brand panel beside it; fetched with the page (src/routes/pages.ts).
export const loginEn = {
  brandPanelBuyer: {
    eyebrow: 'For business buyers',
    title: 'Source from verified suppliers around the world',
    subtitle: 'Find products, compare quotes in one currency and order in volume, with suppliers whose business papers staff have checked.',
    featureSuppliers: 'Suppliers with checked business papers and a visible track record',
    featureRfq: 'Post one request for quotation and let suppliers compete for your order',
    featureCompare: 'Compare quotes side by side: price, terms and minimum order',
    featureSupport: 'Help from a real person when an order needs it',
  },
  brandPanel: {
    eyebrow: 'For sellers and business buyers',
    title: 'Sell to business buyers around the world with one membership',
    subtitle: 'List your products once and reach buyers who source in volume, with the tools to quote, sell and ship.',
    featureBuyers: 'An active network of business buyers',
    featureRfq: 'Request-for-quotation marketplace: answer buyers who are ready to order',
    featureSupport: 'One-to-one dedicated account support',
    featureEvents: 'Year-round sourcing events and online trade shows',
    trust: 'Secure sign-in · Encrypted passwords · Your data stays yours',
  },
  login: {
    title: 'Sign in to your account',
    subtitle: 'Manage your store, orders and messages in one place.',
    email: 'Email',
    password: 'Password',
    submit: 'Sign in',
    forgot: 'Forgot password? Sign in with a code',
    noAccount: 'New to B2B Marketplace?',
    createAccount: 'Create an account',
    failed: 'Sign-in failed',
  },
};
