import { Agent as HttpAgent } from 'node:http';
import { Agent as HttpsAgent } from 'node:https';

/**
 * Kept-alive connections are shared by every fetcher with the same address policy, so a bulk refresh of one site
 * reuses its connections. A pooled socket was opened to an address checked under that same policy, so reusing it
 * cannot reach an address the policy refuses. Idle sockets close after 15 s.
 */
const sharedAgents = new Map<string, { http: HttpAgent; https: HttpsAgent }>();

export function agentsFor(policy: string) {
  let agents = sharedAgents.get(policy);
  if (!agents) {
    const settings = { keepAlive: true, timeout: 15_000, maxFreeSockets: 32 };
    agents = { http: new HttpAgent(settings), https: new HttpsAgent(settings) };
    sharedAgents.set(policy, agents);
  }
  return agents;
}

export function closeAgents(policy: string) {
  const agents = sharedAgents.get(policy);
  sharedAgents.delete(policy);
  agents?.http.destroy();
  agents?.https.destroy();
}
