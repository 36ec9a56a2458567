import type { User } from '@common/contracts/auth';
import type { UserRow } from './auth.repo.js';

/** The user as the API shows it: camelCase plus the snake_case names; never the hash. */
export function toUser(row: UserRow): User {
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    firstName: row.firstName,
    lastName: row.lastName,
    profileImageUrl: row.profileImageUrl,
    first_name: row.firstName,
    last_name: row.lastName,
    phone: row.phone,
  };
}
