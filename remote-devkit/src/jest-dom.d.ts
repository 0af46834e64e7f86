// Brings the jest-dom matchers (registered by ../../jest.web-setup.js) into the type checker.
import '@testing-library/jest-dom/jest-globals';
