/**
 * The origin that links handed out by the server (contract and screen share links, their QR codes)
 * point to. Never a header a caller can choose:
 * 1. PUBLIC_BASE_URL, when set (production: the address users reach the system at);
 * 2. else, behind a proxy named by TRUST_PROXY, the protocol and host that proxy reports;
 * 3. else the address this server listens on (HOST:PORT; a wildcard host reads as localhost).
 */
import type { FastifyRequest } from 'fastify';
import type { ServerConfig } from '../config';

const WILDCARD_HOSTS = new Set(['0.0.0.0', '::', '[::]', '']);

export function linkOrigin(req: FastifyRequest, config: Pick<ServerConfig, 'publicBaseUrl' | 'trustProxy' | 'host' | 'port'>): string {
  if (config.publicBaseUrl) return config.publicBaseUrl;
  if (config.trustProxy !== false) return `${req.protocol}://${req.host}`;
  const host = WILDCARD_HOSTS.has(config.host) ? 'localhost' : config.host.includes(':') ? `[${config.host}]` : config.host;
  // The port this very connection reached (the listening one), else the configured one.
  const port = req.socket?.localPort || config.port || 80;
  return `http://${host}${port === 80 ? '' : `:${port}`}`;
}
