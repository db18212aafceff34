/** A user who validates ZÈRTZ moves, as a JPMS module that reads the ZÈRTZ module alone. */
module consumer {
  requires io.github.boardrules.zertz;
}
