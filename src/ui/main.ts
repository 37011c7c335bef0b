// The Control UI's entry: defining the elements is all it takes; index.html holds <ask-user-app>.
import "./app/ask-user-app.js";
