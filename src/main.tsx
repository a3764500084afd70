import './index.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { startShell } from './app/start-shell';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

await startShell();
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
