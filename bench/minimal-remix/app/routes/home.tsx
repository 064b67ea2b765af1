import { useLoaderData } from "@remix-run/react";
import { firstRecipeTitle } from "../recipes.server";

export async function loader() {
  return { title: await firstRecipeTitle() };
}

export default function Home() {
  const { title } = useLoaderData<typeof loader>();
  return (
    <main>
      <h1>{title}</h1>
    </main>
  );
}
