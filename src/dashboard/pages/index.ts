export { errorPage } from './error-page';
export { homePage } from './home-page';
export { checkEmailPage, confirmPage, invalidLinkPage, loginPage, mailFailedPage } from './login-pages';
export { confirmKeyActionPage, keyLabel, keysPage, newKeyPage } from './keys-pages';
export { limitsPage } from './limits-page';
export { accountsPage } from './operator-pages';
export { reviewPage } from './review-page';
export { usagePage, type UsagePageOptions } from './usage-page';
export { billingPage, billingStatus, noKeyWaitingPage, revealedKeyPage, type BillingStatusOptions, type CheckoutReturn } from './billing-pages';
