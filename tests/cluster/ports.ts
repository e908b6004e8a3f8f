/** The cluster e2e's ports (43430-43439): nginx, the one origin, on 43439; the nodes on 43431 and 43432. */
export const CLUSTER_PORT = Number(process.env.CLUSTER_E2E_PORT ?? 43439);
export const CLUSTER_NODE_PORTS = [CLUSTER_PORT - 8, CLUSTER_PORT - 7];
export const CLUSTER_ORIGIN = `http://localhost:${CLUSTER_PORT}`;
