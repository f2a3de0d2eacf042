import '@/styles/app.css';
import { yieldToBrowser } from '@/lib/yield-to-browser';

/**
 * The browser's entry. Evaluating the whole app in one go held a phone's main thread for over 200 ms
 * (Lighthouse's Total Blocking Time, issue 16): the libraries are evaluated first, then the app, with
 * the browser free to answer input in between. The stylesheet stays here so that the built page
 * links it in its head.
 */
void import('./client-libraries').then(yieldToBrowser).then(() => import('./start-app'));
