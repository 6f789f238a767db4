"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.agentsFor = agentsFor;
exports.closeAgents = closeAgents;
const node_http_1 = require("node:http");
const node_https_1 = require("node:https");
/**
 * Kept-alive connections are shared by every fetcher with the same address policy, so a bulk refresh of one site
 * reuses its connections. A pooled socket was opened to an address checked under that same policy, so reusing it
 * cannot reach an address the policy refuses. Idle sockets close after 15 s.
 */
const sharedAgents = new Map();
function agentsFor(policy) {
    let agents = sharedAgents.get(policy);
    if (!agents) {
        const settings = { keepAlive: true, timeout: 15_000, maxFreeSockets: 32 };
        agents = { http: new node_http_1.Agent(settings), https: new node_https_1.Agent(settings) };
        sharedAgents.set(policy, agents);
    }
    return agents;
}
function closeAgents(policy) {
    const agents = sharedAgents.get(policy);
    sharedAgents.delete(policy);
    agents?.http.destroy();
    agents?.https.destroy();
}
//# sourceMappingURL=agents.js.map