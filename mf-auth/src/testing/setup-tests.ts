// The first test of a file waits for the lazy form chunk, and with it the first transform of
// react-hook-form and yup in a cold jest worker: on a loaded CI machine that can pass the
// default 1 s of findBy*/waitFor.
import { configure } from '@testing-library/react';

configure({ asyncUtilTimeout: 4000 });
