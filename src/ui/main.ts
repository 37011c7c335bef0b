// The Control UI's entry: defining the elements is all it takes; index.html holds <ask-user-app>.
import "./app/ask-user-app.js";
import { appServiceWorker } from "./app/app-service-worker.js";

// Offline use and notifications need the service worker; it installs in the background.
void appServiceWorker();
