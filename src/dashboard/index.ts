export { dashboardPlugin, DASHBOARD_CSP, type DashboardExtension } from './dashboard-plugin';
export type { DashboardBilling, DashboardServices } from './services';
export { DASHBOARD_NAV, csrfField, layout, formatTime, formatDate, formatCount, type NavItem, type PageContext, type PageOptions } from './layout';
export { html, raw, SafeHtml } from './html';
export { pageContext, requireSession, requireOperator, sendPage, currentSession, SESSION_COOKIE, CSRF_COOKIE } from './request-state';
export { errorPage } from './pages/error-page';
