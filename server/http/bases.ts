/** The bases of spec section 7: government staff, counterpart users, legal advisers (server/api-bases.ts mounts them). */
export const API_BASES = { admin: '/api/admin', company: '/api/company', lawyer: '/api/lawyer' } as const;
