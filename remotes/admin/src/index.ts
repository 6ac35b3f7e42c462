// Async boundary: federated shared modules resolve before the app's code runs.
import('./bootstrap');
