import { SharedMemoryCluster } from "../support/shared-memory-cluster.js";
import { runClusterContract } from "./cluster-contract.js";

// The in-memory double that the service and channel tests share between "processes".
runClusterContract({
  name: "shared memory",
  open() {
    const shared = new SharedMemoryCluster();
    return {
      node: () => shared.node(),
      async interruptFeed(node) {
        shared.cut(node.cluster.nodeId);
        shared.restore(node.cluster.nodeId);
      },
      close: async () => {},
    };
  },
});
