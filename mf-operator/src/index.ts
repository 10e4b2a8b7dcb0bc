// Async boundary: shared singletons (React, the session…) are negotiated before bootstrap runs.
void import('./bootstrap');
