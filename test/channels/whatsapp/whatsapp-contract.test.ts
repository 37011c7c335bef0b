import { runChannelContract } from "../channel-contract.js";
import { whatsappHarness } from "./whatsapp-harness.js";

runChannelContract({ name: "whatsapp", setup: () => whatsappHarness(), oneToOne: true });
