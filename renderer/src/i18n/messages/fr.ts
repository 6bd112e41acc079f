import type { MessageSchema } from './en'

const fr: MessageSchema = {
  app: {
    title: 'Parts Desk',
    skipToContent: 'Aller au contenu',
    nav: { label: 'Menu principal', home: 'Véhicule', settings: 'Paramètres' },
    demoBadge: 'Catalogue de démonstration',
    demoBadgeHint: 'Aucun compte n’est configuré : vous consultez le catalogue de démonstration intégré.',
    loadFailed: 'Parts Desk n’a pas pu démarrer : {message}'
  },
  connection: {
    label: 'Connexion',
    unknown: 'Pas encore vérifiée',
    online: 'En ligne',
    offline: 'Hors ligne',
    'auth-failed': 'Compte refusé'
  },
  errors: {
    offline: 'Le service du catalogue est injoignable. Vérifiez la connexion internet.',
    timeout: 'Le service du catalogue met trop de temps à répondre.',
    auth: 'Le service du catalogue a refusé le compte. Vérifiez l’identifiant et le jeton dans les paramètres.',
    server: 'Le service du catalogue rencontre un problème. Réessayez dans un instant.',
    'bad-response': 'Le service du catalogue a renvoyé une réponse inattendue. {message}',
    'invalid-input': 'Cette demande n’a pas été acceptée : {message}',
    'not-cached': 'Vous êtes hors ligne et ceci n’a pas encore été enregistré sur cet ordinateur.',
    retry: 'Réessayer'
  },
  vin: {
    label: 'VIN',
    placeholder: 'p. ex. WVWZZZ1JZXW000001',
    submit: 'Trouver le véhicule',
    searching: 'Recherche de {vin}…',
    notFound: 'Aucun véhicule trouvé pour {vin}.',
    tryDemo: 'Essayez un VIN de démonstration :',
    brand: 'Marque',
    model: 'Modèle',
    catalog: 'Catalogue',
    counter: '{count} caractères sur {expected}',
    length: 'Un VIN compte {expected} caractères ; celui-ci en a {count}. Le catalogue sera tout de même interrogé.',
    forbidden:
      'Un VIN ne contient jamais les lettres I, O ou Q (trop faciles à confondre avec 1 et 0). Vérifiez : {letters}.'
  },
  recent: {
    title: 'Véhicules récents',
    empty: 'Les véhicules ouverts apparaissent ici et se rouvrent d’un clic.',
    openedAt: 'Ouvert le {when}',
    remove: 'Retirer {name} des véhicules récents'
  },
  vehicle: {
    loading: 'Chargement du véhicule…',
    showDetails: 'Afficher les détails',
    hideDetails: 'Masquer les détails',
    otherVin: 'Saisir un autre VIN'
  },
  browse: {
    language: 'Langue du catalogue',
    history: 'Historique',
    back: 'Précédent',
    forward: 'Suivant',
    backHint: 'Précédent (Alt+←)',
    forwardHint: 'Suivant (Alt+→)',
    loading: 'Chargement…',
    updating: 'Mise à jour…',
    groups: 'Groupes principaux',
    list: 'Liste du catalogue',
    filter: 'Filtrer',
    filterPlaceholder: 'Code ou nom',
    count: '{shown} sur {total}',
    noMatch: 'Aucun résultat pour « {query} ».',
    emptyGroup: 'Cet onglet ne contient aucun groupe.',
    emptyList: 'Cette liste est vide.',
    breadcrumbs: 'Vous êtes ici',
    partInfo: 'Informations sur la pièce',
    info: {
      groupinfo: 'À propos de ce groupe',
      listinfo: 'À propos des lignes',
      partinfo: 'Informations sur la pièce',
      replacement: 'Remplacements',
      compatibility: 'Compatible avec ces véhicules'
    }
  },
  settings: {
    title: 'Paramètres',
    account: 'Compte du catalogue',
    baseUrl: 'URL du service',
    imageBaseUrl: 'URL du service d’images',
    userId: 'Identifiant utilisateur',
    token: 'Jeton',
    tokenSet: 'Un jeton est défini. Saisissez-en un nouveau pour le remplacer.',
    tokenNotSet: 'Aucun jeton n’est défini.',
    clearToken: 'Supprimer le jeton',
    language: 'Langue du catalogue',
    languageAuto: 'Comme sur cet ordinateur',
    save: 'Enregistrer',
    saving: 'Enregistrement…',
    saved: 'Enregistré.',
    source: {
      environment: 'Le compte provient des variables d’environnement (CATALOG_*) et ne peut pas être modifié ici.',
      settings: 'Le compte ci-dessous est enregistré sur cet ordinateur.',
      demo: 'Aucun compte n’est configuré : le catalogue de démonstration intégré est utilisé. Saisissez l’URL du service, l’identifiant et le jeton pour utiliser votre compte.'
    },
    protection: {
      'os-keychain': 'Le jeton est chiffré avec le trousseau de cet ordinateur.',
      'basic-text':
        'Stocké avec une protection texte basique : toute personne ayant accès à ce compte de l’ordinateur peut le lire. Installez un trousseau (GNOME Keyring ou KWallet) pour un vrai chiffrement.',
      environment: 'Le jeton provient de CATALOG_USER_TOKEN et n’est jamais stocké par Parts Desk.',
      memory: 'Le jeton est gardé en mémoire uniquement et oublié à l’arrêt de Parts Desk.',
      none: 'Aucun jeton n’est stocké.'
    }
  }
}

export default fr
