export { createAuth, type Auth } from './auth';
export { mountAuth } from './mount-auth';
export { registerAuthenticateFirst } from './authenticate-first';
export { getSessionUser, requireAdmin, requireSessionUser, requireUser, type SessionUser } from './session';
export { newApiKey } from './api-key-credentials';
export { applyAdminEmails } from './admin-emails';
export { requireMcpCredentials, type McpCredentials } from './mcp-caller';
export { sessionCookieName } from './session-cookie';
