import { runChannelContract } from "../channel-contract.js";
import { teamsHarness } from "./teams-harness.js";

runChannelContract({
  name: "teams",
  // Multi-select and several questions get choice sets on the card, with one Submit and Skip.
  formButtons: ["Submit", "Skip"],
  setup: () => teamsHarness(),
});
