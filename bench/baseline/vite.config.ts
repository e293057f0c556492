import { reactRouter } from '@react-router/dev/vite'
import { defineConfig } from 'vite'

// Its assets live under the basename, where server/app.ts serves build/client.
export default defineConfig({
  base: '/__baseline/',
  plugins: [reactRouter()],
})
