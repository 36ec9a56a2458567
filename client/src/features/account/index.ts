export { profileQuery } from './api/account-calls';
