export { profileQuery } from './api/account-api';
