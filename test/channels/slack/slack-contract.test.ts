import { runChannelContract } from "../channel-contract.js";
import { slackHarness } from "./slack-harness.js";

runChannelContract({ name: "slack", setup: () => slackHarness() });
