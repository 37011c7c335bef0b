import { runChannelContract } from "../channel-contract.js";
import { FAST_RETRY, slackHarness } from "./slack-harness.js";

runChannelContract({ name: "slack", setup: slackHarness, retry: FAST_RETRY });
