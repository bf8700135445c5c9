// The write client merged into lib/api-client.ts (issue #28: one HTTP client, one error class);
// this name stays for the many features that import it.
export { apiSend, isUnauthorized, type FieldIssue } from '../api-client.ts'
