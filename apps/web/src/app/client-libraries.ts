// The libraries every page needs, imported by main.tsx on their own so that their evaluation is a
// task apart from the app's.
import 'react';
import 'react-dom/client';
import 'react-router/dom';
import '@tanstack/react-query';
