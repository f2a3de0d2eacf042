import type { FastifyRequest } from 'fastify';
import { BlockList } from 'node:net';
import { notFound } from '../errors/app-error';

const loopback = new BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

/** True for a client on this machine (request.ip: the socket's address unless TRUST_PROXY says otherwise). */
export function isLoopbackClient(request: FastifyRequest): boolean {
  const ip = request.ip.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');
  return loopback.check(ip, ip.includes(':') ? 'ipv6' : 'ipv4');
}

/**
 * onRequest guard of development pages: they show other people's data, so a client on another
 * machine gets the 404 of a page that does not exist, even when HOST is opened to the network.
 */
export async function loopbackOnly(request: FastifyRequest): Promise<void> {
  if (!isLoopbackClient(request)) throw notFound('Not found');
}
