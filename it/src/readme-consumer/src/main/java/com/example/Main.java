package com.example;

import io.github.boardrules.zertz.Zertz;
import io.github.boardrules.zertz.ZertzMove;
import io.github.boardrules.zertz.ZertzState;

/** A newcomer's first program, built with the README's POM: one ZÈRTZ move, checked by the rules. */
public final class Main {
  private Main() {}

  /**
   * Plays a white marble onto d4, removing ring a1, and prints the new position.
   *
   * @param args ignored
   */
  public static void main(String[] args) {
    Zertz rules = Zertz.standard();
    ZertzState start = rules.initialState();
    ZertzMove move = rules.notation().parse("Wd4,a1");
    System.out.println(rules.positions().encode(rules.play(start, move)));
  }
}
