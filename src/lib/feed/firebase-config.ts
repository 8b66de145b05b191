/** The six Firebase projects of spec §1, each with the seven settings of §9. */
export const FIREBASE_PROJECTS = ['CRICKET', 'TENNIS', 'SOCCER', 'BINARY', 'OTHER', 'SCORE'] as const;
export type FirebaseProject = (typeof FIREBASE_PROJECTS)[number];

export interface FirebaseProjectConfig {
  apiKey: string;
  authDomain: string;
  projectId: string;
  storageBucket: string;
  messagingSenderId: string;
  appId: string;
  measurementId: string;
}

const FIELDS: Array<[keyof FirebaseProjectConfig, string]> = [
  ['apiKey', 'API_KEY'],
  ['authDomain', 'AUTH_DOMAIN'],
  ['projectId', 'PROJECT_ID'],
  ['storageBucket', 'STORAGE_BUCKET'],
  ['messagingSenderId', 'MESSAGING_SENDER_ID'],
  ['appId', 'APP_ID'],
  ['measurementId', 'MEASUREMENT_ID'],
];

/**
 * Reads `VITE_FIREBASE_<PROJECT>_<FIELD>` for all six projects. Returns null unless every project is
 * fully configured: a half-configured feed would show some sports live and others frozen.
 */
export function firebaseProjectsFrom(env: Record<string, string | undefined>): Record<FirebaseProject, FirebaseProjectConfig> | null {
  const projects = {} as Record<FirebaseProject, FirebaseProjectConfig>;
  for (const project of FIREBASE_PROJECTS) {
    const config = {} as FirebaseProjectConfig;
    for (const [field, suffix] of FIELDS) {
      const value = env[`VITE_FIREBASE_${project}_${suffix}`];
      if (!value) return null;
      config[field] = value;
    }
    projects[project] = config;
  }
  return projects;
}

/** Which project carries a sport's prices: cricket, tennis, soccer and binary have their own. */
export function projectForSport(sportId: number): FirebaseProject {
  switch (sportId) {
    case 4:
      return 'CRICKET';
    case 2:
      return 'TENNIS';
    case 1:
      return 'SOCCER';
    case 66103:
      return 'BINARY';
    default:
      return 'OTHER';
  }
}
