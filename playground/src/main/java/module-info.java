/**
 * The boardrules playground: a page to play every game of the catalogue, served by Jetty (its core
 * API), with games kept in an embedded H2 database (reached through JDBC only) and JSON read and
 * written by Jackson. Not published.
 */
module io.github.boardrules.playground {
  requires static org.checkerframework.checker.qual;
  requires io.github.boardrules.bots;
  requires io.github.boardrules.tzaar;
  requires io.github.boardrules.zertz;
  requires com.fasterxml.jackson.databind;
  requires java.sql;
  requires org.eclipse.jetty.server;
}
