/**
 * The station messages' paging (spec section 7, sys_message): the bell and the workplace show five at
 * a time. No zod here: the workspace's header reads it while it starts; the schemas are in message-api.ts.
 */
export const MESSAGE_PAGE_SIZE = 5;
