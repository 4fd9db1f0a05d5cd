-- The IdP and the wallet each own a database.
CREATE DATABASE kado_idp;
CREATE DATABASE kado_wallet;
