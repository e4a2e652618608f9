/** Inner-message calls (platform service). The stream is an EventSource opened with a one-time ticket. */
export const messagesEndpoints = {
  list: { service: 'platform', method: 'GET', path: '/message/inner/list' },
  unread: { service: 'platform', method: 'GET', path: '/message/inner/unread' },
  read: { service: 'platform', method: 'POST', path: '/message/inner/read' },
  readAll: { service: 'platform', method: 'POST', path: '/message/inner/read-all' },
  remove: { service: 'platform', method: 'POST', path: '/message/inner/delete' },
  /** /message-jump: marks the message read and answers its target route. */
  jump: { service: 'platform', method: 'POST', path: '/message/inner/:id/jump' },
  streamTicket: { service: 'platform', method: 'POST', path: '/message/stream/ticket' },
  stream: { service: 'platform', method: 'GET', path: '/message/stream' },
} as const;
