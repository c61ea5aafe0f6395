// The information pages load together as one chunk ("info-pages"): none of them is needed on `/`.
export { AboutUsPage } from './about-us-page';
export { ArenaTermsPage } from './arena-terms-page';
export { CareersPage } from './careers-page';
export { ContactPage } from './contact-page';
export { CookiesPolicyPage } from './cookies-policy-page';
export { FaqsPage } from './faqs-page';
export { NewsPage } from './news-page';
export { PrivacyPolicyPage } from './privacy-policy-page';
export { TermsPage } from './terms-page';
