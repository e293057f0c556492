/**
 * A local OpenID Connect provider for the end-to-end journey "sign in through an OpenID provider
 * creates an account" (oidc-provider with its development login screens: any login name signs in,
 * and becomes the account id; the e-mail is <login>@id.example.test).
 */
import crypto from 'node:crypto'
import type { Server } from 'node:http'
import Provider from 'oidc-provider'

const EMAIL_DOMAIN = 'id.example.test'

/** "ana-golfer" -> "Ana Golfer" */
function displayName(login: string) {
  return login
    .split(/[-_.\s]+/)
    .filter(Boolean)
    .map((part) => part[0]!.toUpperCase() + part.slice(1))
    .join(' ')
}

export function startTestOidcProvider({
  port,
  client,
  redirectUri,
}: {
  port: number
  client: { id: string; secret: string }
  redirectUri: string
}): Promise<Server> {
  const { privateKey } = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 })
  const provider = new Provider(`http://localhost:${port}`, {
    clients: [
      {
        client_id: client.id,
        client_secret: client.secret,
        redirect_uris: [redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    jwks: { keys: [{ ...privateKey.export({ format: 'jwk' }), kid: 'e2e', use: 'sig', alg: 'RS256' }] },
    cookies: { keys: [crypto.randomBytes(32).toString('hex')] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    features: { devInteractions: { enabled: true } },
    // Seconds; short, as for a test (and it keeps the library from warning about its defaults).
    ttl: {
      AccessToken: 600,
      AuthorizationCode: 60,
      Grant: 600,
      IdToken: 600,
      Interaction: 600,
      Session: 600,
    },
    async findAccount(_ctx, sub) {
      return {
        accountId: sub,
        claims: async () => ({
          sub,
          email: `${sub.toLowerCase()}@${EMAIL_DOMAIN}`,
          email_verified: true,
          name: displayName(sub),
        }),
      }
    },
  })
  return new Promise((resolve) => {
    const server = provider.listen(port, () => resolve(server))
  })
}
