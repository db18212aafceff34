// Not compiled with the project: copied into a property test's package, with the package, the
// class and the method changed to that test's, after a line in the property that prints its count,
// e.g.
//   System.out.println("COUNT isolations " + isolations.get());
// before its coverage assertion. Run with -Dtest='Tmp*' and read the COUNT lines of the output.
package io.github.boardrules.zertz;

class TmpSeedBases {
  @org.junit.jupiter.api.Test
  void seedBases() {
    for (int base = 1; base <= 30; base++) {
      // Seeds reads the property at every try, so one JVM runs every seed base.
      System.setProperty("boardrules.seedBase", String.valueOf(base * 7919));
      System.out.println("BASE " + base);
      try {
        new ZertzQuietMoveBoundProperties().noQuietMoveOfACrowdedEndScoresAboveTheBoundIsolationsIncluded();
      } catch (AssertionError e) {
        System.out.println("FAILED " + e.getMessage().lines().findFirst().orElse(""));
      }
    }
    System.clearProperty("boardrules.seedBase");
  }
}
