/**
 * The boardrules playground: a page to play every game of the catalogue, served by the JDK's HTTP
 * server, with games kept in an embedded H2 database (reached through JDBC only). Not published.
 */
module io.github.boardrules.playground {
  requires static org.checkerframework.checker.qual;
  requires io.github.boardrules.bots;
  requires java.sql;
  requires jdk.httpserver;
}
