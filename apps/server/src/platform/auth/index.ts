export { createAuth, type Auth } from './auth';
export { mountAuth } from './mount-auth';
export { getSessionUser, requireAdmin, requireUser, type SessionUser } from './session';
export { applyAdminEmails } from './admin-emails';
